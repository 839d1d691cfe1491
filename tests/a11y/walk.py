#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# walk.py: the app as a screen reader meets it
#
# Starts the real app on a private desktop with the accessibility bus (a11y_session.py) and
# drives it through AT-SPI only, the way Orca does: the welcome page and its menu, every step
# of the checklist (with the GPU picker's search), the result, the inputs pane, the profile
# menu, the GPU Generations dialog, a comparison of two profiles chosen in the selection mode
# with the keyboard, its export menu, Preferences, and Update Prices there (against a local server
# in the providers' form: the question before the first connection, what changed, Keep). On
# every page it reads the accessible tree and presses Tab until the focus comes round again,
# at 1280 px wide and again at 400 px (the window resized as a user drags it, and back); the
# app runs under G_DEBUG=fatal-criticals, so a critical on the way ends it. With the inputs
# pane open it sets the fields as a screen reader's value command does, on the paths where the
# result page once told two stories, and reads the page's sentences back. It fails on
#   - a control (focusable, or of a role people act on) without a role or with an empty name,
#   - a button, check box, combo box, menu item or link that offers no action,
#   - a number field that does not expose its value (the Value interface),
#   - a Tab that focuses something missing from the tree, and a page where Tab reaches nothing,
#   - a step of the checklist or the result that opens with nothing focused,
#   - sentences of the result page that disagree: a verdict to rent beside a strategy to buy
#     when no pool beats renting, or a verdict most plausible cases disagree with, unsaid,
#   - the app ending (a critical) or saying a critical or warning,
#   - a usage read that fails (a server that refuses the connection) without saying so,
# and on the few things the app must do for a screen reader beyond that: the GPU search finds a
# name's middle and Return picks the one match; a new profile shows no review banner; Space
# in the selection mode adds a profile to the ones chosen. Every problem is listed, page by
# page, before the test fails.
#
# The walk waits for what it needs, never for a time: after a key, for the focus events it
# causes and then a round trip to the app (what the app said before it answered has arrived by
# then); after a change, for the state that shows it (a dialog, a number field's value, the
# result page no longer busy). Its one time limit is its deadline, BK_A11Y_TIMEOUT seconds for
# the whole walk, every reply from the app included: it passes only when the app hangs or never
# does what the walk waits for, and then the walk ends saying what it was waiting for.
#
# Usage: walk.py APP   (prints TAP; GSETTINGS_SCHEMA_DIR and BREAKEVEN_LOCALEDIR are passed on)

import os
import re
import shutil
import signal
import socket
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from a11y_session import Session, SessionError  # noqa: E402
from price_server import PriceServer  # noqa: E402

# Roles of controls: a person acts on them, so a screen reader must name them.
CONTROL_ROLES = {
    "push button", "button", "toggle button", "check box", "radio button", "switch",
    "spin button", "text", "entry", "password text", "combo box", "slider", "menu item",
    "check menu item", "radio menu item", "link", "list item", "page tab", "tree item",
}
# Controls that do something when pressed: each must offer an action.
ACTION_ROLES = {
    "push button", "button", "toggle button", "check box", "radio button", "switch",
    "combo box", "menu item", "check menu item", "radio menu item", "link", "page tab",
}
# Containers: focusable now and then (a scrolled window, a list), named by their content.
CONTAINER_ROLES = {
    "panel", "grouping", "scroll pane", "list", "list box", "filler", "frame", "table",
    "tree", "tree table", "viewport", "page tab list", "layered pane", "split pane",
    "tool bar", "menu bar", "menu", "popup menu", "window", "dialog", "alert", "section",
    "application", "scroll bar", "separator", "label", "image", "heading", "paragraph",
    "static", "progress bar", "level bar", "status bar", "article", "landmark",
    "description list", "navigation", "generic",
}
NO_ROLE = {"", "unknown", "invalid", "redundant object"}
# Roles whose value must be a number a screen reader can read and set.
VALUE_ROLES = {"spin button", "slider"}
MENU_ITEM_ROLES = {"menu item", "check menu item", "radio menu item"}

TAB = 0xff09
RETURN = 0xff0d
ESCAPE = 0xff1b
SPACE = 0x0020

# The walk's deadline, for the whole of it (the suite's own limit is 900 s).
TIMEOUT = float(os.environ.get("BK_A11Y_TIMEOUT", "840"))
# The two widths every page is walked at: a laptop's window and a phone's.
WIDE = (1280, 800)
NARROW = (400, 800)


class Fail(Exception):
    pass


class Hang(BaseException):
    """The walk's deadline passed: the app hangs, or never does what the walk waits for. Not
    an Exception, so that no "except Exception" on the way takes it for a node gone."""


class Node:
    """One accessible, read lazily: every property costs a round trip over the bus."""

    def __init__(self, walk, acc, parent=None):
        self.walk = walk
        self.acc = acc
        self.parent = parent
        self._name = None
        self._ifaces = None
        self._n_actions = None
        self.role = acc.get_role_name() or ""
        states = acc.get_state_set()
        st = walk.Atspi.StateType
        self.focusable = states.contains(st.FOCUSABLE)
        self.focused = states.contains(st.FOCUSED)
        self.showing = states.contains(st.SHOWING)
        self.checked = states.contains(st.CHECKED)
        self.busy = states.contains(st.BUSY)

    @property
    def name(self):
        if self._name is None:
            self._name = (self.acc.get_name() or "").strip()
        return self._name

    @property
    def ifaces(self):
        if self._ifaces is None:
            self._ifaces = set(self.acc.get_interfaces() or [])
        return self._ifaces

    @property
    def n_actions(self):
        if self._n_actions is None:
            self._n_actions = 0
            if "Action" in self.ifaces:
                try:
                    self._n_actions = self.walk.Atspi.Action.get_n_actions(self.acc)
                except Exception:
                    pass
        return self._n_actions

    def is_control(self):
        return self.role in CONTROL_ROLES or (self.focusable and self.role not in CONTAINER_ROLES)

    def problems(self):
        if self.role == "label" and self.focusable and not self.name:
            # A selectable label is a Tab stop; an empty one is a stop with nothing to say.
            return ["is a Tab stop with nothing to read"]
        if not self.is_control():
            return []
        found = []
        if self.role in NO_ROLE:
            found.append("has no role")
        if not self.name:
            found.append("has no name")
        if self.role in ACTION_ROLES and self.n_actions == 0:
            found.append("offers no action")
        if self.role in VALUE_ROLES and "Value" not in self.ifaces:
            found.append("exposes no value")
        return found

    def describe(self):
        where = []
        node = self.parent
        while node is not None and len(where) < 3:
            if node.role not in ("label",) and node.name:
                where.insert(0, node.name[:40])
            node = node.parent
        name = f"“{self.name[:60]}”" if self.name else "(no name)"
        text = f"{self.role or '(no role)'} {name}"
        return text + (f" in {' › '.join(where)}" if where else "")


class Walk:
    def __init__(self, session, atspi, glib, deadline):
        self.s = session
        self.Atspi = atspi
        self.GLib = glib
        self.deadline = deadline
        # What the walk waits for now: said when the deadline passes.
        self.waiting = "the app to start"
        self.problems = []
        self.pages = 0
        # The accessibles that took the focus, and how many focus changes (taken or lost)
        # came, since the walk last cleared them.
        self.focus_events = []
        self.focus_changes = 0
        self.reached = []
        self.listener = atspi.EventListener.new(self._on_focus)
        self.listener.register("object:state-changed:focused")
        # Check boxes checked or unchecked.
        self.checked_changes = 0
        self.checked_listener = atspi.EventListener.new(self._on_checked)
        self.checked_listener.register("object:state-changed:checked")
        # Parts of a page that start working something out (the analysis of uncertainty).
        self.busy_starts = 0
        self.busy_listener = atspi.EventListener.new(self._on_busy)
        self.busy_listener.register("object:state-changed:busy")
        # What the app says to a screen reader without moving the focus (a toast, an error).
        self.announcements = []
        self.announcement_listener = atspi.EventListener.new(self._on_announcement)
        self.announcement_listener.register("object:announcement")
        self.app = None

    # -- the bus ---------------------------------------------------------------------------

    def _on_focus(self, event):
        self.focus_changes += 1
        if event.detail1 == 1:
            self.focus_events.append(event.source)

    def _on_checked(self, event):
        self.checked_changes += 1

    def _on_busy(self, event):
        if event.detail1 == 1:
            self.busy_starts += 1

    def clear_focus(self):
        self.focus_events.clear()
        self.focus_changes = 0

    def _on_announcement(self, event):
        if isinstance(event.any_data, str):
            self.announcements.append(event.any_data)

    def left(self):
        """The seconds left before the deadline; every reply from the app may take them all."""
        left = self.deadline - time.monotonic()
        if left <= 0:
            raise Hang(f"the walk's deadline of {TIMEOUT:.0f} s passed while it waited for "
                       f"{self.waiting}")
        self.Atspi.set_timeout(int(left * 1000) + 1, int(left * 1000) + 1)
        return left

    def pump(self):
        """Handles the events that have arrived."""
        ctx = self.GLib.MainContext.default()
        while ctx.iteration(False):
            pass

    def sync(self):
        """A round trip to the app: what it said before it answered (a focus moved, a state
        changed) has arrived when this returns, and its events are handled."""
        self.left()
        self.pump()
        self.Atspi.Component.get_extents(self.frame, self.Atspi.CoordType.SCREEN)
        self.pump()

    def wait_for(self, what, func):
        """Waits until @func returns something true, and returns it; the only limit is the
        walk's deadline."""
        outer, self.waiting = self.waiting, what
        try:
            while True:
                self.left()
                self.pump()
                try:
                    result = func()
                except Exception:
                    result = None
                if result:
                    return result
                # Events come on the bus, and a state is asked for again on the next round.
                time.sleep(0.02)
        finally:
            self.waiting = outer

    def press(self, keysym):
        self.Atspi.generate_keyboard_event(keysym, None, self.Atspi.KeySynthType.SYM)

    def type_text(self, text):
        self.Atspi.generate_keyboard_event(0, text, self.Atspi.KeySynthType.STRING)

    def find_app(self, pid):
        def look():
            desktop = self.Atspi.get_desktop(0)
            for i in range(desktop.get_child_count()):
                child = desktop.get_child_at_index(i)
                if child is not None and child.get_process_id() == pid \
                        and child.get_child_count() > 0:
                    return child
            return None
        self.app = self.wait_for("the app on the accessibility bus", look)
        self.frame = self.wait_for("the app's window", self.window)

    def window(self):
        """The app's main window (its dialogs are inside it)."""
        for i in range(self.app.get_child_count()):
            child = self.app.get_child_at_index(i)
            if child is not None and child.get_role_name() in ("frame", "window", "dialog"):
                if child.get_state_set().contains(self.Atspi.StateType.VISIBLE):
                    return child
        raise Fail("the app has no visible window")

    # -- reading the tree ------------------------------------------------------------------

    def children(self, node):
        try:
            n = node.acc.get_child_count()
        except Exception:
            return
        for i in range(n):
            try:
                child = node.acc.get_child_at_index(i)
                if child is not None:
                    yield Node(self, child, node)
            except Exception:
                continue

    def nodes(self, root_acc):
        """Every node under @root_acc that is showing, depth first, as it is read."""
        try:
            root = Node(self, root_acc)
        except Exception:
            return
        stack = [root]
        while stack:
            node = stack.pop()
            if not node.showing:
                continue
            yield node
            stack.extend(reversed(list(self.children(node))))

    def first(self, predicate, root_acc=None):
        for node in self.nodes(root_acc or self.window()):
            if predicate(node):
                return node
        return None

    def find(self, role, name, root=None):
        node = self.wait_for(f"{role} “{name}”",
                             lambda: self.first(lambda n: n.role == role and n.name == name, root))
        return node.acc

    def do_action(self, acc):
        """Runs @acc's first action, as a screen reader's "press" does."""
        try:
            done = self.Atspi.Action.do_action(acc, 0)
        except Exception as e:
            raise Fail(f"{acc.get_role_name()} “{acc.get_name()}” has no action to run ({e})")
        if not done:
            raise Fail(f"{acc.get_role_name()} “{acc.get_name()}” did not act")

    def activate(self, role, name, root=None):
        """Runs the first action of the control, once it is there; the app has acted on it
        when its answer comes."""
        acc = self.find(role, name, root)
        self.do_action(acc)
        self.sync()
        return acc

    # -- checking a page -------------------------------------------------------------------

    def problem(self, page, text):
        self.problems.append(f"{page}: {text}")

    def check_page(self, page, expect_focus=False, min_values=0, tabs=80, root=None):
        """Checks every control of the window (or @root) as it is now, then walks it with Tab."""
        self.pages += 1
        started = time.monotonic()
        self.sync()
        nodes = list(self.nodes(root or self.window()))
        seen = {}
        for node in nodes:
            seen[node.acc] = node
            for p in node.problems():
                self.problem(page, f"{node.describe()} {p}")

        values = [n for n in nodes if n.role == "spin button" and "Value" in n.ifaces]
        if len(values) < min_values:
            self.problem(page, f"{len(values)} number fields in the tree, expected at least "
                         f"{min_values}")
        if expect_focus and not any(n.focused for n in nodes):
            self.problem(page, "opens with nothing focused")

        checked = time.monotonic()
        n_tabs = self.tab_walk(page, seen, tabs, root)
        print(f"# {page}: {len(nodes)} nodes in {checked - started:.1f} s, "
              f"{n_tabs} Tabs in {time.monotonic() - checked:.1f} s", flush=True)
        return nodes

    def window_width(self):
        return self.window().get_extents(self.Atspi.CoordType.SCREEN).width

    def resize(self, width, height):
        """Resizes the window as a user dragging its edge does, and waits for the page to be
        laid out at that width."""
        self.s.resize(width, height)
        self.wait_for(f"the window to be {width} px wide",
                      lambda: abs(self.window_width() - width) < 50)
        self.sync()

    def narrow(self, page, root=None, tabs=10):
        """The page as it is at phone width, 400 px, and back at 1280 px: the app runs under
        G_DEBUG=fatal-criticals, so a critical on the way (a widget changing its accessible
        role after it was realised) ends the app and the walk."""
        self.resize(NARROW[0], NARROW[1])
        self.check_page(f"{page}, {NARROW[0]} px wide", root=root, tabs=tabs)
        self.resize(WIDE[0], WIDE[1])

    def next_focus(self, what):
        """Waits for the focus to move after a key (the focus events are cleared before it),
        and returns the node it moved to, or None when it left a control for something a
        screen reader cannot see. (A Tab that wraps round to the only control there is takes
        the focus from it and gives it back: that moves the focus too.)"""
        self.wait_for(what, lambda: self.focus_changes > 0)
        # The rest of this key's events, sent before the app's answer: the last one is where
        # the focus is.
        self.sync()
        return self.focus_events[-1] if self.focus_events else None

    def tab_walk(self, page, seen, max_tabs, root=None):
        self.reached = []
        first = None
        reached = 0
        lost = 0
        reported = set()
        i = 0
        for i in range(1, max_tabs + 1):
            self.clear_focus()
            self.press(TAB)
            acc = self.next_focus(f"the focus to move at Tab {i} on “{page}”")
            if acc is None:
                # The focus left a control for something a screen reader cannot see.
                if first is not None and reached == 1 and Node(self, first).focused:
                    break
                lost += 1
                self.problem(page, f"Tab {i} focused nothing a screen reader can see")
                if lost >= 3:
                    break
                continue
            try:
                node = seen.get(acc) or Node(self, acc)
            except Exception:
                continue
            if acc not in seen:
                # The page may have been laid out again since it was read (at another width
                # its controls can be new objects): read it as it is now, and check what is
                # new in it.
                self.sync()
                for n in self.nodes(root or self.window()):
                    if n.acc not in seen:
                        seen[n.acc] = n
                        for p in n.problems():
                            self.problem(page, f"{n.describe()} {p}")
                node = seen.get(acc, node)
            reached += 1
            self.reached.append((node.role, node.name))
            if acc not in seen:
                self.problem(page, f"Tab {i} focused {node.describe()}, which is not in the "
                             "accessible tree")
            if acc not in seen and acc not in reported:
                reported.add(acc)
                for p in node.problems():
                    self.problem(page, f"Tab {i} focused {node.describe()}, which {p}")
            if first is None:
                first = acc
            elif acc == first:
                break
        if reached == 0:
            self.problem(page, "Tab reaches nothing")
        return i

    # -- popovers ----------------------------------------------------------------------------

    def popover_root(self, acc, stop_roles):
        """A popover hangs below the widget that opened it, outside its parent's children:
        its root is the topmost ancestor below that widget."""
        root = acc
        while True:
            parent = root.get_parent()
            if parent is None or parent.get_role_name() in stop_roles:
                return root
            root = parent

    def wait_focus(self, what, predicate):
        def look():
            for acc in reversed(self.focus_events):
                if predicate(acc):
                    return acc
            return None
        return self.wait_for(what, look)

    def open_menu(self, page, button):
        """Opens the menu of the menu button named @button, checks it, and returns its root."""
        self.clear_focus()
        self.activate("toggle button", button)
        item = self.wait_focus(f"the menu of “{button}”",
                               lambda acc: acc.get_role_name() in MENU_ITEM_ROLES)
        root = self.popover_root(item, ("frame", "window", "application", "dialog",
                                        "toggle button", "button"))
        self.check_page(f"{page}, menu “{button}”", root=root, tabs=20)
        return root

    def close_popover(self, opener, what):
        """Escape, and waits for the focus to go back to the control named @opener that
        opened the popover @what."""
        self.clear_focus()
        self.press(ESCAPE)
        self.wait_focus(f"the focus back on “{opener}” once {what} closes on Escape",
                        lambda acc: acc.get_name() == opener)

    # -- the walk ----------------------------------------------------------------------------

    def step_titles(self):
        """The titles of the checklist's steps on screen: two while one moves in."""
        return [n.name for n in self.nodes(self.window())
                if n.role == "label" and n.name.startswith("Step ")]

    def step_shown(self, before):
        """The title of the step on screen, once it alone is there, it is not @before, and a
        field has the focus."""
        titles = self.step_titles()
        if len(titles) != 1 or titles[0] == before or not self.first(lambda n: n.focused):
            return None
        return titles[0]

    def gpu_picker(self, page):
        """The GPU picker's list: named items, a named search that finds a name's middle, and
        Return that picks the only match."""
        self.clear_focus()
        combo = self.find("combo box", "GPU model")
        # What the picker shows before it opens (listed first under the popover's root below).
        shown = self.first(lambda n: n.role == "list item", combo)
        self.do_action(combo)
        self.sync()
        entry = self.wait_focus("the GPU picker's search",
                                lambda acc: acc.get_role_name() in ("text", "entry"))
        root = self.popover_root(entry, ("frame", "window", "application", "combo box"))
        self.check_page(f"{page}, GPU picker", root=root, tabs=10)
        # The check's Tabs end where they began, on the search: type, and Return.
        for i in range(1, 11):
            if Node(self, entry).focused:
                break
            self.clear_focus()
            self.press(TAB)
            self.next_focus(f"the focus to move at Tab {i} back to the GPU picker's search")
        else:
            raise Fail(f"{page}: Tab does not come back to the GPU picker's search")

        def names():
            listed = [n.name for n in self.nodes(root) if n.role == "list item"]
            if shown is not None and shown.name in listed:
                listed.remove(shown.name)
            return listed

        before = names()
        typed = "H100 SXM"
        self.type_text(typed)

        def followed():
            # The list no longer the one before the search, and each name in it has all that
            # was typed (a search that misses a name's middle lists none).
            now = names()
            if now == before or not all(typed.lower() in name.lower() for name in now):
                return None
            return (now,)

        (listed,) = self.wait_for(f"the GPU picker's list to follow the search “{typed}”",
                                  followed)
        if listed != ["NVIDIA H100 SXM"]:
            self.problem(page, f"the search “{typed}” in the GPU picker lists "
                         f"{listed or 'nothing'}, not the NVIDIA H100 SXM alone")
            self.close_popover("GPU model", "the GPU picker")
            return
        self.clear_focus()
        self.press(RETURN)
        self.wait_focus("the focus back on “GPU model” once Return picks the one match",
                        lambda acc: acc.get_name() == "GPU model")
        picked = self.first(lambda n: n.role == "list item" and n.name == "NVIDIA H100 SXM",
                            combo)
        if picked is None:
            self.problem(page, f"typing “{typed}” and Return in the GPU picker did not pick the "
                         "NVIDIA H100 SXM")

    def usage_error(self, page):
        """A usage read that fails (a Prometheus server that refuses the connection) is said
        to a screen reader, not only shown in a label under the buttons."""
        refusing = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        try:
            # Bound and not listening: a connection to it is refused.
            refusing.bind(("127.0.0.1", 0))
            port = refusing.getsockname()[1]
            self.activate("button", "Read from Prometheus…")
            dialog = self.find("dialog", "Read from Prometheus")
            entry = self.wait_for("the server address",
                                  lambda: self.first(lambda n: n.role in ("text", "entry")
                                                     and n.name == "Server address", dialog))
            address = f"http://127.0.0.1:{port}"
            self.Atspi.EditableText.set_text_contents(entry.acc, address)
            self.wait_for("the server address to be set",
                          lambda: self.Atspi.Text.get_text(entry.acc, 0, -1) == address)
            self.announcements.clear()
            self.activate("button", "Read", root=dialog)
            self.activate("button", "Connect")
            said = self.wait_for("the read's error, said",
                                 lambda: next((a for a in self.announcements
                                               if "could not be read" in a), None))
            print(f"# {page}: a usage read that fails says “{said}”", flush=True)
            if f"127.0.0.1:{port}" not in said:
                self.problem(page, f"the error said does not name the server: “{said}”")
        except Fail as e:
            self.problem(page, f"a usage read that fails is not said: {e}")
        finally:
            refusing.close()

    def choose_with_space(self):
        """In the selection mode, Tab into the profile list and press Space twice: the row the
        focus is on leaves the chosen ones and joins them again, the others stay as they are
        (the list box's own Space would choose the row alone)."""
        for i in range(1, 41):
            self.clear_focus()
            self.press(TAB)
            acc = self.next_focus(f"the focus to move at Tab {i} towards the profile list")
            if acc is not None and acc.get_role_name() == "list item" \
                    and self.in_profiles(Node(self, acc)):
                break
        else:
            raise Fail("Tab never reached the profile list")
        row = Node(self, acc)
        before = [n.checked for n in self.profile_checks()]
        box = self.first(lambda n: n.role == "check box", acc)
        if box is None:
            raise Fail(f"{row.describe()} has no check box in the selection mode")
        expected = sum(before) + (-1 if box.checked else 1)
        for press, want in ((1, expected), (2, sum(before))):
            self.checked_changes = 0
            self.press(SPACE)
            # Space checks or unchecks a box; what else it changes comes before the answer.
            self.wait_for(f"Space ({press}) to check or uncheck a profile",
                          lambda: self.checked_changes > 0)
            self.sync()
            got = sum(n.checked for n in self.profile_checks())
            if got != want:
                self.problem("Selection mode", f"Space ({press}) on {row.describe()} left "
                             f"{got} profiles chosen, not {want}")
                return

    def in_profiles(self, node):
        """Whether @node is in the sidebar's list of profiles."""
        acc = node.acc
        for _ in range(6):
            acc = acc.get_parent()
            if acc is None:
                return False
            if acc.get_role_name() == "list" and (acc.get_name() or "") == "Profiles":
                return True
        return False

    def profile_checks(self):
        return [n for n in self.nodes(self.window())
                if n.role == "check box" and self.in_profiles(n)]


    # -- the page's own story ------------------------------------------------------------------

    def spin(self, name, within=None):
        """The number field named @name (in the expander or group named @within)."""
        root = None
        if within is not None:
            root = self.find_any(lambda n: n.name == within and n.role in ("list item", "panel",
                                                                             "toggle button",
                                                                             "push button",
                                                                             "button", "grouping"),
                                 f"“{within}”")
        def look():
            for n in self.nodes(root.acc if root is not None else self.window()):
                if n.role == "spin button" and n.name == name and "Value" in n.ifaces:
                    return n
            return None
        return self.wait_for(f"the number field “{name}”", look)

    def find_any(self, predicate, what="a node"):
        return self.wait_for(what, lambda: self.first(predicate))

    def set_number(self, name, value, within=None):
        """Sets a number field as a screen reader's value command does, and waits for the
        page to follow."""
        node = self.spin(name, within)
        self.Atspi.Value.set_current_value(node.acc, value)
        # The app has taken the value, and what follows from it at once, when it says so.
        self.wait_for(f"the number field “{name}” to show {value}",
                      lambda: abs(self.Atspi.Value.get_current_value(node.acc) - value) < 1e-6)
        self.sync()

    def labels(self):
        return [n for n in self.nodes(self.window()) if n.role == "label" and n.name]

    def verdict_texts(self):
        """The result page's sentences, as a screen reader reads them: the verdict under
        "Recommendation", the strategy, the disagreement, the cheapest pool, the break-even and
        how often buying wins."""
        texts = {}
        labels = self.labels()
        for i, n in enumerate(labels):
            if n.name == "Recommendation" and i + 1 < len(labels):
                texts["verdict"] = labels[i + 1].name
            elif n.name.startswith("When to buy: "):
                texts["strategy"] = n.name[len("When to buy: "):]
            elif n.name.startswith("At these values "):
                texts["disagreement"] = n.name
            elif re.match(r"^(No own GPUs|[0-9,]+ own GPUs?),", n.name):
                texts["pool"] = n.name
            elif re.match(r"^(Not within [0-9]+ months?|After [0-9]+ months?)$", n.name):
                texts["break_even"] = n.name
            elif n.name.startswith("Buying is cheaper than renting in "):
                texts["probability"] = int(re.search(r"in ([0-9]+)", n.name).group(1))
        return texts

    def assert_story(self, page, texts):
        """The rules the sentences of the result page follow (tests/result/test-story.c has
        the same for the page's widgets, the comparison and the paper)."""
        verdict = texts.get("verdict")
        strategy = texts.get("strategy", "")
        print(f"# {page}: {texts}", flush=True)
        if verdict is None:
            self.problem(page, "the result page shows no verdict")
            return
        if verdict == "Rent" and texts.get("pool", "").startswith("No own GPUs") \
                and re.match(r"^Buy [0-9,]+ GPUs? now(:|$)", strategy):
            self.problem(page, f"the verdict rents and no pool beats renting, but the strategy "
                         f"says “{strategy}”")
        probability = texts.get("probability")
        if probability is not None:
            against = (verdict == "Rent" and probability > 50) \
                or (verdict == "Buy" and probability < 50)
            if against and "disagreement" not in texts:
                self.problem(page, f"the verdict is “{verdict}”, but buying is cheaper in "
                             f"{probability}% of the plausible cases, and the page does not say so")
            if not against and "disagreement" in texts:
                self.problem(page, f"“{texts['disagreement']}” beside a verdict most cases "
                             "agree with")

    def wait_story(self, what, predicate):
        """Waits until the page is done (nothing on it busy: the analysis of uncertainty ends
        a change of the inputs) and its sentences meet @predicate, and returns them."""
        def done():
            if any(n.busy for n in self.nodes(self.window())):
                return None
            texts = self.verdict_texts()
            return texts if predicate(texts) else None
        return self.wait_for(what, done)

    def story_paths(self):
        """The paths on which the result page told two stories: the suggested ranges of an H100
        rented at €2.50 (docs/model.md#uncertainty), and a reserved price far below the price
        on demand (docs/model.md#strategies-in-time). The inputs pane is open."""
        page = "Result, the suggested ranges"
        self.set_number("Average utilisation", 90)
        fill = self.find("button", "Fill In Ranges")
        self.do_action(fill)
        texts = self.wait_story("how often buying wins",
                                lambda t: "probability" in t and "strategy" in t)
        self.assert_story(page, texts)

        page = "Result, a reserved price"
        # The expander's own row (the innermost of that name) opens with Return, as a keyboard
        # user opens it.
        for i in range(1, 151):
            self.clear_focus()
            self.press(TAB)
            acc = self.next_focus(f"the focus to move at Tab {i} towards “Committed capacity”")
            if acc is not None and acc.get_name() == "Committed capacity":
                break
        else:
            raise Fail("Tab never reaches the row “Committed capacity”")
        self.press(RETURN)
        self.set_number("Number of GPUs", 8)
        self.set_number("Average utilisation", 82)
        self.set_number("Rent", 2.99)
        self.busy_starts = 0
        self.set_number("Price", 1.66, within="Committed capacity")
        # The analysis of the last change starts (or, when the one of the change before was
        # still on its way, starts again in its place: the page stays busy), and the page
        # waits for it below.
        self.wait_for("the result page to work out the reserved price",
                      lambda: self.busy_starts > 0
                      or any(n.busy for n in self.nodes(self.window())))
        texts = self.wait_story("the strategy of the reserved price",
                                lambda t: "strategy" in t and "pool" in t
                                and "probability" in t)
        self.assert_story(page, texts)

    def run(self):
        # The welcome page, and its menu.
        self.find("button", "Start the Checklist")
        self.check_page("Welcome")
        self.narrow("Welcome")
        self.open_menu("Welcome", "Main Menu")
        self.close_popover("Main Menu", "its menu")

        # Every step of the checklist; each opens with its first field focused.
        self.activate("button", "Start the Checklist")
        step = 1
        title = None
        while True:
            # The step is shown once it alone is on screen (the one before it has moved out)
            # and its first field has the focus.
            title = self.wait_for(f"step {step} of the checklist shown with a field focused",
                                  lambda: self.step_shown(title))
            page = f"Checklist {title.lower()}"
            self.check_page(page, expect_focus=True)
            self.narrow(page)
            if self.first(lambda n: n.role == "button" and n.name == "Read from Prometheus…"):
                self.usage_error(page)
            if step == 1:
                try:
                    self.gpu_picker(page)
                except Fail as e:
                    # The rest of the walk can go on without it. (No Escape: without a
                    # popover open it would leave the step.)
                    self.problem(page, f"the GPU picker: {e}")
            nxt = self.first(lambda n: n.role == "button"
                             and n.name in ("Next", "See the Result"))
            if nxt is None:
                raise Fail(f"{page}: no Next button")
            self.do_action(nxt.acc)
            if nxt.name == "See the Result":
                break
            step += 1
            if step > 12:
                raise Fail("the checklist never ends")

        # The result of a profile made just now: no review banner, hidden or not.
        self.wait_for("the result shown with a control focused",
                      lambda: self.first(lambda n: n.role == "toggle button"
                                         and n.name == "Show Inputs")
                      and not self.step_titles() and self.first(lambda n: n.focused))
        self.check_page("Result", expect_focus=True)
        self.narrow("Result")
        if self.first(lambda n: n.role == "button" and n.name == "Mark as Reviewed"):
            self.problem("Result", "a profile made just now shows a review banner")

        # The inputs pane beside it.
        self.activate("toggle button", "Show Inputs")
        self.spin("Average utilisation")
        self.check_page("Result with the inputs pane", min_values=20, tabs=120)
        self.narrow("Result with the inputs pane")
        # The paths on which the page told two stories, through its own texts.
        try:
            self.story_paths()
        except (Fail, self.GLib.GError) as e:
            self.problem("Result", f"the story paths: {e}")
        self.activate("toggle button", "Show Inputs")

        # The GPU Generations dialog, from the profile menu: its rows, their expanders, the
        # sources' buttons and "Use This GPU".
        menu = self.open_menu("Result", "Profile Menu")
        self.activate("menu item", "GPU Generations…", root=menu)
        dialog = self.find("dialog", "GPU Generations")
        self.check_page("GPU Generations", root=dialog, tabs=60)
        self.narrow("GPU Generations", root=dialog)
        self.clear_focus()
        # At the other width the dialog was laid out again (it is a new object); Escape goes
        # to it once the focus is back in it.
        self.wait_for("the focus in the GPU Generations dialog laid out again",
                      lambda: self.first(lambda n: n.focused,
                                         self.find("dialog", "GPU Generations")))
        self.press(ESCAPE)
        self.wait_for("the GPU Generations dialog to close on Escape",
                      lambda: self.first(lambda n: n.role == "dialog"
                                         and n.name == "GPU Generations") is None)
        # The focus goes back to the control that opened the dialog, not to some field.
        self.wait_focus("the focus back on “Profile Menu” after the GPU Generations dialog",
                        lambda acc: acc.get_name() == "Profile Menu")

        # A second profile, chosen with the first in the selection mode, and the two compared.
        menu = self.open_menu("Result", "Profile Menu")
        self.activate("menu item", "Duplicate", root=menu)
        self.activate("toggle button", "Select Profiles to Compare")
        self.wait_for("two check boxes in the profile list",
                      lambda: len(self.profile_checks()) >= 2)
        self.check_page("Selection mode")
        self.choose_with_space()
        for box in self.profile_checks():
            if sum(n.checked for n in self.profile_checks()) >= 2:
                break
            if not box.checked:
                self.do_action(box.acc)
                self.sync()
        self.activate("button", "Compare")
        self.find("toggle button", "Export")
        self.check_page("Comparison")
        self.narrow("Comparison")
        self.open_menu("Comparison", "Export")
        self.close_popover("Export", "its menu")

        # Preferences, from the main menu.
        menu = self.open_menu("Comparison", "Main Menu")
        self.activate("menu item", "Preferences", root=menu)
        self.find("combo box", "Currency")
        self.check_page("Preferences")
        if not any(role in ("push button", "button") and name == "Close"
                   for role, name in self.reached):
            self.problem("Preferences", "Tab never reaches the button “Close”")
        self.narrow("Preferences")

        # Update Prices, from Preferences: the question before the first connection, what
        # changed, and Keep; then Preferences says what is kept.
        self.activate("button", "Update Prices…")
        dialog = self.find("dialog", "Update Prices")
        self.find("button", "Fetch Prices", root=dialog)
        self.check_page("Update Prices, the question", root=dialog, tabs=20)
        self.narrow("Update Prices, the question", root=dialog)
        # Laid out again at the other width: the dialog and its buttons are new objects.
        dialog = self.find("dialog", "Update Prices")
        self.activate("button", "Fetch Prices", root=dialog)
        keep = self.find("button", "Keep the New Prices", root=dialog)
        # The dialog's pages cross-fade: what changed is checked once the pages before it
        # (the question, the progress) have gone.
        self.wait_for("the progress of the update to fade out",
                      lambda: self.first(lambda n: n.name in ("Fetch Prices",
                                                              "Progress of the update"),
                                         dialog) is None)
        if self.first(lambda n: n.name.startswith("13 offers fetched"), dialog) is None:
            self.problem("Update Prices", "what changed does not say “13 offers fetched”")
        self.check_page("Update Prices, what changed", root=dialog, tabs=40)
        self.narrow("Update Prices, what changed", root=dialog)
        # At the other width the dialog is laid out again: its buttons are new objects.
        keep = self.find("button", "Keep the New Prices")
        self.do_action(keep)
        self.wait_for("the Update Prices dialog to close",
                      lambda: self.first(lambda n: n.role == "dialog"
                                         and n.name == "Update Prices") is None)
        self.wait_for("Preferences to list the fetched prices",
                      lambda: self.first(lambda n: n.name.startswith("13 offers, fetched on")))
        self.check_page("Preferences with the fetched prices")
        self.narrow("Preferences with the fetched prices")


def missing():
    """What the walk needs and this system lacks, or None."""
    if os.path.exists("/.flatpak-info"):
        # The Flatpak build checks the app in its sandbox; the walk belongs to the suite's run.
        return "a Flatpak build sandbox"
    for tool in ("Xvfb", "dbus-daemon", "openbox"):
        if shutil.which(tool) is None:
            return f"no {tool}"
    if not os.path.exists("/usr/libexec/at-spi-bus-launcher"):
        return "no at-spi-bus-launcher"
    try:
        import gi
        gi.require_version("Atspi", "2.0")
        from gi.repository import Atspi  # noqa: F401
    except (ImportError, ValueError) as e:
        return f"no AT-SPI bindings ({e})"
    return None


def main():
    if len(sys.argv) != 2:
        print("usage: walk.py APP", file=sys.stderr)
        return 2
    app = sys.argv[1]
    lack = missing()
    if lack is not None:
        print(f"1..0 # SKIP {lack}")
        return 0
    print("1..1", flush=True)

    started = time.monotonic()
    deadline = started + TIMEOUT
    walk = None

    def timed_out(signum, frame):
        # A call that never returned (an answer the app never sent) ends here.
        what = walk.waiting if walk is not None else "the desktop to start"
        raise Hang(f"the walk's deadline of {TIMEOUT:.0f} s passed while it waited for {what}")

    signal.signal(signal.SIGALRM, timed_out)
    signal.alarm(int(TIMEOUT) + 1)
    try:
        with PriceServer() as prices, \
                Session(app, deadline, width=WIDE[0], height=WIDE[1],
                        settings={"price-azure-region": "'germanywestcentral'",
                                  "price-aws-region": "'eu-central-1'"}) as session:
            session.env.update(prices.environment())
            # A critical is a bug the walk must not step over.
            session.env["G_DEBUG"] = "fatal-criticals"
            import gi
            gi.require_version("Atspi", "2.0")
            from gi.repository import Atspi, GLib
            Atspi.init()
            proc = session.start_app()
            # A screen reader waits 0.8 s for an app's answer by default; an app under the
            # sanitizers on a machine with more jobs than cores can take far longer to lay out
            # a page. The walk waits for every answer until its deadline (Walk.left()).
            walk = Walk(session, Atspi, GLib, deadline)
            walk.find_app(proc.pid)
            try:
                walk.run()
            finally:
                # Nothing waits any more: the alarm must not cut the desktop's shutdown short.
                signal.alarm(0)
                if proc.poll() is not None:
                    walk.problems.append(f"the app exited with status {proc.returncode}")
                log = session.app_log()
                for line in log.splitlines():
                    if "-CRITICAL **" in line or "-WARNING **" in line:
                        walk.problems.append(f"the app said: {line.strip()}")
                if log.strip():
                    print("# the app's output:")
                    for line in log.splitlines()[-40:]:
                        print(f"#   {line}")
    except (Fail, SessionError, Hang) as e:
        if walk is not None:
            for p in walk.problems:
                print(f"# {p}")
        print(f"not ok 1 /a11y/walk # {e}")
        return 1
    finally:
        signal.alarm(0)

    print(f"# {walk.pages} pages walked in {time.monotonic() - started:.1f} s")
    if walk.problems:
        for p in walk.problems:
            print(f"# {p}")
        print(f"not ok 1 /a11y/walk # {len(walk.problems)} problems")
        return 1
    print("ok 1 /a11y/walk")
    return 0


if __name__ == "__main__":
    sys.exit(main())
