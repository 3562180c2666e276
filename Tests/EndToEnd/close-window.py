#!/usr/bin/env python3
"""close-window.py WINDOW_ID [--on-line]: asks an X11 window to close, as a window manager's
close button does (a WM_DELETE_WINDOW client message), on $DISPLAY. With --on-line it first
connects, prints "ready", and sends when a line arrives on standard input: the close then comes
within a millisecond of the caller's signal, not after Python's start-up. Xvfb has no window manager,
and xdotool 3.2016 can only destroy a window or kill its client, neither of which is a
close an app sees. Uses libX11 through ctypes, so it needs nothing installed."""
import ctypes
import ctypes.util
import sys


class ClientMessage(ctypes.Structure):
    _fields_ = [
        ("type", ctypes.c_int),
        ("serial", ctypes.c_ulong),
        ("send_event", ctypes.c_int),
        ("display", ctypes.c_void_p),
        ("window", ctypes.c_ulong),
        ("message_type", ctypes.c_ulong),
        ("format", ctypes.c_int),
        ("data", ctypes.c_long * 5),
    ]


class XEvent(ctypes.Union):
    _fields_ = [("xclient", ClientMessage), ("pad", ctypes.c_long * 24)]


def main() -> int:
    on_line = sys.argv[2:] == ["--on-line"]
    if len(sys.argv) != 2 and not on_line:
        print(__doc__, file=sys.stderr)
        return 2
    try:
        x11 = ctypes.CDLL("libX11.so.6")
    except OSError:  # find_library runs ldconfig: slow, so only when the usual name fails
        x11 = ctypes.CDLL(ctypes.util.find_library("X11"))
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XInternAtom.restype = ctypes.c_ulong
    x11.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    x11.XSendEvent.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_long, ctypes.c_void_p]
    x11.XFlush.argtypes = [ctypes.c_void_p]
    x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
    display = x11.XOpenDisplay(None)
    if not display:
        print("close-window.py: cannot open the display", file=sys.stderr)
        return 1
    window = int(sys.argv[1], 0)
    event = XEvent()
    event.xclient.type = 33  # ClientMessage
    event.xclient.window = window
    event.xclient.message_type = x11.XInternAtom(display, b"WM_PROTOCOLS", 0)
    event.xclient.format = 32
    event.xclient.data[0] = x11.XInternAtom(display, b"WM_DELETE_WINDOW", 0)
    event.xclient.data[1] = 0  # CurrentTime
    if on_line:
        print("ready", flush=True)
        sys.stdin.readline()
    sent = x11.XSendEvent(display, window, 0, 0, ctypes.byref(event))
    x11.XFlush(display)
    x11.XCloseDisplay(display)
    return 0 if sent else 1


if __name__ == "__main__":
    sys.exit(main())
