# SPDX-License-Identifier: GPL-3.0-or-later
#
# a11y_session.py: a private desktop for driving the app as an assistive technology does
#
# An X server of its own (Xvfb), a private session bus, the accessibility bus
# (at-spi-bus-launcher), a window manager (openbox) so that the app's window is focused and
# keyboard input reaches it, and the app itself with the accessibility bridge on. Everything is
# started in a process group of its own and stopped by that group's id, so nothing outlives the
# test, even when it fails half-way.

import ctypes
import os
import select
import shutil
import signal
import subprocess
import tempfile
import time


class SessionError(Exception):
    pass


def _read_line(fd, deadline, what):
    """Reads one line from a pipe's file descriptor, failing when the test's deadline (a
    time.monotonic() value) passes first."""
    data = b""
    while not data.endswith(b"\n"):
        left = deadline - time.monotonic()
        if left <= 0:
            raise SessionError(f"the test's deadline passed while it waited for {what} "
                               "to answer")
        ready, _, _ = select.select([fd], [], [], left)
        if not ready:
            continue
        chunk = os.read(fd, 256)
        if not chunk:
            raise SessionError(f"{what} exited before it answered")
        data += chunk
    return data.decode().strip()


class Session:
    """Use as a context manager: everything it started is stopped on exit."""

    def __init__(self, app, deadline, width=1280, height=800, language="en", settings=None):
        """@deadline is when the test gives up waiting, as a time.monotonic() value."""
        self.app = app
        self.deadline = deadline
        self.width = width
        self.height = height
        self.language = language
        self.settings = settings or {}
        self.procs = []
        self.tmp = None
        self.env = None
        self.app_proc = None

    # -- processes --------------------------------------------------------------------------

    def _spawn(self, argv, env, **kwargs):
        proc = subprocess.Popen(argv, env=env, start_new_session=True,
                                stdin=subprocess.DEVNULL, **kwargs)
        self.procs.append(proc)
        return proc

    def _stop(self, proc):
        if proc.poll() is not None:
            return
        try:
            os.killpg(proc.pid, signal.SIGTERM)
        except ProcessLookupError:
            return
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            proc.wait(timeout=5)

    def __enter__(self):
        try:
            self._start()
        except BaseException:
            self.__exit__(None, None, None)
            raise
        return self

    def __exit__(self, *exc):
        # The app first, then what it talked to, the X server last.
        for proc in reversed(self.procs):
            self._stop(proc)
        # Children that left their parent's group behind (the a11y bus's own dbus-daemon and
        # the registry) were started by the launcher in its group; a last sweep of every group.
        for proc in self.procs:
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
        if self.tmp is not None:
            shutil.rmtree(self.tmp, ignore_errors=True)
        return False

    def _start(self):
        self.tmp = tempfile.mkdtemp(prefix="bk-a11y-")
        base = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": self.tmp,
            "LANG": "en_US.UTF-8" if self.language == "en" else "de_DE.UTF-8",
            "LANGUAGE": self.language,
            "XDG_RUNTIME_DIR": os.path.join(self.tmp, "runtime"),
            "XDG_CONFIG_HOME": os.path.join(self.tmp, "config"),
            "XDG_DATA_HOME": os.path.join(self.tmp, "data"),
            "XDG_CACHE_HOME": os.path.join(self.tmp, "cache"),
        }
        for d in ("runtime", "config", "data", "cache"):
            os.makedirs(os.path.join(self.tmp, d), mode=0o700)

        # The X server picks a free display and writes its number to the pipe.
        rfd, wfd = os.pipe()
        self._spawn(["Xvfb", "-displayfd", str(wfd), "-screen", "0",
                     f"{self.width + 200}x{self.height + 200}x24", "-nolisten", "tcp",
                     "-noreset"], base, pass_fds=(wfd,),
                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(wfd)
        display = _read_line(rfd, self.deadline, "Xvfb")
        os.close(rfd)
        base["DISPLAY"] = ":" + display

        # A session bus of our own: nothing of the outer session (or of other tests) is seen.
        bus = self._spawn(["dbus-daemon", "--session", "--nofork", "--nopidfile",
                           "--print-address=1"], base,
                          stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        base["DBUS_SESSION_BUS_ADDRESS"] = _read_line(bus.stdout.fileno(), self.deadline, "dbus-daemon")

        launcher = "/usr/libexec/at-spi-bus-launcher"
        self._spawn([launcher, "--launch-immediately"], base,
                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self._spawn(["openbox", "--sm-disable", "--config-file", "/dev/null"], base,
                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

        # The settings the app starts with (the window's size), in a key file of its own.
        settings_dir = os.path.join(base["XDG_CONFIG_HOME"], "glib-2.0", "settings")
        os.makedirs(settings_dir)
        keys = {"window-width": self.width, "window-height": self.height}
        keys.update(self.settings)
        with open(os.path.join(settings_dir, "keyfile"), "w") as f:
            f.write("[io/github/breakeven/Breakeven]\n")
            for k, v in keys.items():
                f.write(f"{k}={v}\n")

        self.env = dict(base)
        self.env.update({
            "GDK_BACKEND": "x11",
            "GSK_RENDERER": "cairo",
            "GDK_DEBUG": "no-portals",
            "GDK_DISABLE": "vulkan",
            "GIO_USE_VFS": "local",
            "GSETTINGS_BACKEND": "keyfile",
            "GTK_A11Y": "atspi",
        })
        for key in ("GSETTINGS_SCHEMA_DIR", "BREAKEVEN_LOCALEDIR", "G_DEBUG", "LSAN_OPTIONS",
                    "ASAN_OPTIONS", "UBSAN_OPTIONS"):
            if key in os.environ:
                self.env[key] = os.environ[key]

        # pyatspi talks to the buses named in this process's environment.
        os.environ["DISPLAY"] = base["DISPLAY"]
        os.environ["DBUS_SESSION_BUS_ADDRESS"] = base["DBUS_SESSION_BUS_ADDRESS"]
        os.environ.pop("NO_AT_BRIDGE", None)
        os.environ.pop("GTK_A11Y", None)

    def start_app(self, *args):
        log = open(os.path.join(self.tmp, "app.log"), "w")
        self.app_proc = self._spawn([self.app, *args], self.env, stdout=log,
                                    stderr=subprocess.STDOUT)
        return self.app_proc

    def resize(self, width, height):
        """Resizes every top-level window of the desktop to @width × @height, as a user dragging
        its edge does: through the window manager, with the X library's own calls."""
        x11 = ctypes.CDLL("libX11.so.6")
        x11.XOpenDisplay.restype = ctypes.c_void_p
        x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x11.XDefaultRootWindow.restype = ctypes.c_ulong
        x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x11.XInternAtom.restype = ctypes.c_ulong
        x11.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
        x11.XGetWindowProperty.argtypes = [
            ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_long, ctypes.c_long,
            ctypes.c_int, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong),
            ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_ulong),
            ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_void_p)]
        x11.XResizeWindow.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_uint,
                                      ctypes.c_uint]
        x11.XFree.argtypes = [ctypes.c_void_p]
        x11.XFlush.argtypes = [ctypes.c_void_p]
        x11.XCloseDisplay.argtypes = [ctypes.c_void_p]

        display = x11.XOpenDisplay(self.env["DISPLAY"].encode())
        if not display:
            raise SessionError(f"cannot open the display {self.env['DISPLAY']}")
        try:
            # The window manager lists the windows it manages on the root window.
            atom = x11.XInternAtom(display, b"_NET_CLIENT_LIST", 0)
            actual_type = ctypes.c_ulong()
            actual_format = ctypes.c_int()
            n_items = ctypes.c_ulong()
            after = ctypes.c_ulong()
            data = ctypes.c_void_p()
            x11.XGetWindowProperty(display, x11.XDefaultRootWindow(display), atom, 0, 1024, 0,
                                   0, ctypes.byref(actual_type), ctypes.byref(actual_format),
                                   ctypes.byref(n_items), ctypes.byref(after),
                                   ctypes.byref(data))
            if not data or n_items.value == 0:
                raise SessionError("the window manager lists no windows")
            windows = ctypes.cast(data, ctypes.POINTER(ctypes.c_ulong))
            for i in range(n_items.value):
                x11.XResizeWindow(display, windows[i], width, height)
            x11.XFree(data)
            x11.XFlush(display)
        finally:
            x11.XCloseDisplay(display)

    def app_log(self):
        try:
            with open(os.path.join(self.tmp, "app.log")) as f:
                return f.read()
        except OSError:
            return ""
