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
# every page it reads the accessible tree and presses Tab until the
# focus comes round again. It fails on
#   - a control (focusable, or of a role people act on) without a role or with an empty name,
#   - a button, check box, combo box, menu item or link that offers no action,
#   - a number field that does not expose its value (the Value interface),
#   - a Tab that focuses something missing from the tree, and a page where Tab reaches nothing,
#   - a step of the checklist or the result that opens with nothing focused,
# and on the few things the app must do for a screen reader beyond that: the GPU search finds a
# name's middle and Return picks the one match; a new profile shows no review banner; Space
# in the selection mode adds a profile to the ones chosen. Every problem is listed, page by
# page, before the test fails.
#
# Usage: walk.py APP   (prints TAP; GSETTINGS_SCHEMA_DIR and BREAKEVEN_LOCALEDIR are passed on)

import os
import shutil
import signal
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

TIMEOUT = float(os.environ.get("BK_A11Y_TIMEOUT", "420"))


class Fail(Exception):
    pass


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
    def __init__(self, session, atspi, glib):
        self.s = session
        self.Atspi = atspi
        self.GLib = glib
        self.problems = []
        self.pages = 0
        self.focus_events = []
        self.listener = atspi.EventListener.new(self._on_focus)
        self.listener.register("object:state-changed:focused")
        self.app = None

    # -- the bus ---------------------------------------------------------------------------

    def _on_focus(self, event):
        if event.detail1 == 1:
            self.focus_events.append(event.source)

    def pump(self, seconds):
        """Lets events arrive for @seconds."""
        ctx = self.GLib.MainContext.default()
        end = time.monotonic() + seconds
        while True:
            while ctx.iteration(False):
                pass
            if time.monotonic() >= end:
                break
            time.sleep(0.02)

    def wait_for(self, what, func, timeout=20):
        end = time.monotonic() + timeout
        while True:
            self.pump(0)
            try:
                result = func()
            except Exception:
                result = None
            if result:
                return result
            if time.monotonic() >= end:
                raise Fail(f"timed out after {timeout} s waiting for {what}")
            self.pump(0.1)

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
        self.app = self.wait_for("the app on the accessibility bus", look, 30)

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

    def find(self, role, name, timeout=10, root=None):
        node = self.wait_for(f"{role} “{name}”",
                             lambda: self.first(lambda n: n.role == role and n.name == name, root),
                             timeout)
        return node.acc

    def do_action(self, acc):
        """Runs @acc's first action, as a screen reader's "press" does."""
        try:
            done = self.Atspi.Action.do_action(acc, 0)
        except Exception as e:
            raise Fail(f"{acc.get_role_name()} “{acc.get_name()}” has no action to run ({e})")
        if not done:
            raise Fail(f"{acc.get_role_name()} “{acc.get_name()}” did not act")

    def activate(self, role, name, timeout=10, root=None):
        acc = self.find(role, name, timeout, root)
        self.do_action(acc)
        self.pump(0.5)
        return acc

    # -- checking a page -------------------------------------------------------------------

    def problem(self, page, text):
        self.problems.append(f"{page}: {text}")

    def check_page(self, page, expect_focus=False, min_values=0, tabs=80, root=None):
        """Checks every control of the window (or @root) as it is now, then walks it with Tab."""
        self.pages += 1
        started = time.monotonic()
        self.pump(0.3)
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
        n_tabs = self.tab_walk(page, seen, tabs)
        print(f"# {page}: {len(nodes)} nodes in {checked - started:.1f} s, "
              f"{n_tabs} Tabs in {time.monotonic() - checked:.1f} s", flush=True)
        return nodes

    def next_focus(self, timeout=4.0):
        """The node a key just focused, or None when the focus did not move."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            self.pump(0.05)
            if self.focus_events:
                # The rest of this key's events: the last one is where the focus is.
                self.pump(0.05)
                return self.focus_events[-1]
        return None

    def tab_walk(self, page, seen, max_tabs):
        first = None
        reached = 0
        lost = 0
        reported = set()
        i = 0
        for i in range(1, max_tabs + 1):
            self.focus_events.clear()
            self.press(TAB)
            acc = self.next_focus()
            if acc is None:
                # The focus stayed on the only control there is, or went to something a
                # screen reader cannot see.
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
            reached += 1
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

    def wait_focus(self, what, predicate, timeout=10):
        def look():
            self.pump(0.05)
            for acc in reversed(self.focus_events):
                if predicate(acc):
                    return acc
            return None
        return self.wait_for(what, look, timeout)

    def open_menu(self, page, button):
        """Opens the menu of the menu button named @button, checks it, and returns its root."""
        self.focus_events.clear()
        self.activate("toggle button", button)
        item = self.wait_focus(f"the menu of “{button}”",
                               lambda acc: acc.get_role_name() in MENU_ITEM_ROLES)
        root = self.popover_root(item, ("frame", "window", "application", "dialog",
                                        "toggle button", "button"))
        self.check_page(f"{page}, menu “{button}”", root=root, tabs=20)
        return root

    def close_popover(self):
        self.press(ESCAPE)
        self.pump(0.5)

    # -- the walk ----------------------------------------------------------------------------

    def step_title(self):
        node = self.first(lambda n: n.role == "label" and n.name.startswith("Step "))
        return node.name if node else None

    def gpu_picker(self, page):
        """The GPU picker's list: named items, a named search that finds a name's middle, and
        Return that picks the only match."""
        self.focus_events.clear()
        combo = self.activate("combo box", "GPU model")
        entry = self.wait_focus("the GPU picker's search",
                                lambda acc: acc.get_role_name() in ("text", "entry"))
        root = self.popover_root(entry, ("frame", "window", "application", "combo box"))
        self.check_page(f"{page}, GPU picker", root=root, tabs=10)
        # The check's Tabs end where they began, on the search: type, and Return.
        for _ in range(10):
            if Node(self, entry).focused:
                break
            self.press(TAB)
            self.pump(0.2)
        else:
            raise Fail(f"{page}: Tab does not come back to the GPU picker's search")
        self.type_text("H100 SXM")
        self.pump(0.6)
        self.press(RETURN)
        self.pump(0.8)
        picked = self.first(lambda n: n.role == "list item" and n.name == "NVIDIA H100 SXM",
                            combo)
        if picked is None:
            self.problem(page, "typing “H100 SXM” and Return in the GPU picker did not pick the "
                         "NVIDIA H100 SXM")
            self.close_popover()

    def choose_with_space(self):
        """In the selection mode, Tab into the profile list and press Space twice: the row the
        focus is on leaves the chosen ones and joins them again, the others stay as they are
        (the list box's own Space would choose the row alone)."""
        for _ in range(40):
            self.focus_events.clear()
            self.press(TAB)
            acc = self.next_focus()
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
            self.press(SPACE)
            self.pump(0.6)
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

    def run(self):
        # The welcome page, and its menu.
        self.find("button", "Start the Checklist", 20)
        self.check_page("Welcome")
        self.open_menu("Welcome", "Main Menu")
        self.close_popover()

        # Every step of the checklist; each opens with its first field focused.
        self.activate("button", "Start the Checklist")
        step = 1
        while True:
            title = self.wait_for("a step of the checklist", self.step_title, 10)
            page = f"Checklist {title.lower()}"
            self.check_page(page, expect_focus=True)
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
            self.pump(0.8)
            if nxt.name == "See the Result":
                break
            self.wait_for("the next step", lambda: self.step_title() not in (None, title), 10)
            step += 1
            if step > 12:
                raise Fail("the checklist never ends")

        # The result of a profile made just now: no review banner, hidden or not.
        self.find("toggle button", "Show Inputs", 20)
        self.check_page("Result", expect_focus=True)
        if self.first(lambda n: n.role == "button" and n.name == "Mark as Reviewed"):
            self.problem("Result", "a profile made just now shows a review banner")

        # The inputs pane beside it.
        self.activate("toggle button", "Show Inputs")
        self.check_page("Result with the inputs pane", min_values=20, tabs=120)
        self.activate("toggle button", "Show Inputs")

        # The GPU Generations dialog, from the profile menu: its rows, their expanders, the
        # sources' buttons and "Use This GPU".
        menu = self.open_menu("Result", "Profile Menu")
        self.activate("menu item", "GPU Generations…", root=menu)
        dialog = self.find("dialog", "GPU Generations", 10)
        self.check_page("GPU Generations", root=dialog, tabs=60)
        self.close_popover()
        self.wait_for("the GPU Generations dialog to close",
                      lambda: self.first(lambda n: n.role == "dialog"
                                         and n.name == "GPU Generations") is None, 10)

        # A second profile, chosen with the first in the selection mode, and the two compared.
        menu = self.open_menu("Result", "Profile Menu")
        self.activate("menu item", "Duplicate", root=menu)
        self.pump(1.0)
        self.activate("toggle button", "Select Profiles to Compare")
        self.wait_for("two check boxes in the profile list",
                      lambda: len(self.profile_checks()) >= 2, 10)
        self.check_page("Selection mode")
        self.choose_with_space()
        for box in self.profile_checks():
            if sum(n.checked for n in self.profile_checks()) >= 2:
                break
            if not box.checked:
                self.do_action(box.acc)
                self.pump(0.3)
        self.activate("button", "Compare")
        self.find("toggle button", "Export", 10)
        self.check_page("Comparison")
        self.open_menu("Comparison", "Export")
        self.close_popover()

        # Preferences, from the main menu.
        menu = self.open_menu("Comparison", "Main Menu")
        self.activate("menu item", "Preferences", root=menu)
        self.find("combo box", "Currency", 10)
        self.check_page("Preferences")

        # Update Prices, from Preferences: the question before the first connection, what
        # changed, and Keep; then Preferences says what is kept.
        self.activate("button", "Update Prices…")
        dialog = self.find("dialog", "Update Prices", 10)
        self.find("button", "Fetch Prices", 10, root=dialog)
        self.check_page("Update Prices, the question", root=dialog, tabs=20)
        self.activate("button", "Fetch Prices", root=dialog)
        keep = self.find("button", "Keep the New Prices", 30, root=dialog)
        if self.first(lambda n: n.name.startswith("13 offers fetched"), dialog) is None:
            self.problem("Update Prices", "what changed does not say “13 offers fetched”")
        self.check_page("Update Prices, what changed", root=dialog, tabs=40)
        self.do_action(keep)
        self.wait_for("the Update Prices dialog to close",
                      lambda: self.first(lambda n: n.role == "dialog"
                                         and n.name == "Update Prices") is None, 10)
        self.wait_for("Preferences to list the fetched prices",
                      lambda: self.first(lambda n: n.name.startswith("13 offers, fetched on")),
                      10)
        self.check_page("Preferences with the fetched prices")


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

    def timed_out(signum, frame):
        raise Fail(f"the walk took longer than {TIMEOUT:.0f} s")

    signal.signal(signal.SIGALRM, timed_out)
    signal.alarm(int(TIMEOUT))
    started = time.monotonic()
    walk = None
    try:
        with PriceServer() as prices, \
                Session(app, width=1280, height=800,
                        settings={"price-azure-region": "'germanywestcentral'",
                                  "price-aws-region": "'eu-central-1'"}) as session:
            session.env.update(prices.environment())
            import gi
            gi.require_version("Atspi", "2.0")
            from gi.repository import Atspi, GLib
            Atspi.init()
            # A screen reader waits 0.8 s for an app's answer by default; an app under the
            # sanitizers on a machine with more jobs than cores can take longer to lay out a
            # page, and then every call in the meantime failed with "Did not receive a reply".
            Atspi.set_timeout(20000, 60000)
            proc = session.start_app()
            walk = Walk(session, Atspi, GLib)
            walk.find_app(proc.pid)
            try:
                walk.run()
            finally:
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
    except (Fail, SessionError) as e:
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
