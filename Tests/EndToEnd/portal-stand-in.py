#!/usr/bin/python3
"""A stand-in for the freedesktop settings portal, for dark-mode.sh (run on a private session
bus made by dbus-run-session): owns org.freedesktop.portal.Desktop, answers
org.freedesktop.portal.Settings.Read and ReadOne of org.freedesktop.appearance color-scheme, and,
when told through its own SetColorScheme(u) method, changes the value and emits SettingChanged
as the real portal does. Usage: portal-stand-in.py INITIAL (0 no preference, 1 dark, 2 light).
Debian's python3-dbus and python3-gi (the system python3, /usr/bin/python3)."""
import sys

import dbus
import dbus.service
from dbus.mainloop.glib import DBusGMainLoop
from gi.repository import GLib

SETTINGS = "org.freedesktop.portal.Settings"
NAMESPACE, KEY = "org.freedesktop.appearance", "color-scheme"


class Portal(dbus.service.Object):
    def __init__(self, bus, scheme):
        super().__init__(bus, "/org/freedesktop/portal/desktop")
        self.scheme = scheme

    def check(self, namespace, key):
        if (namespace, key) != (NAMESPACE, KEY):
            raise dbus.exceptions.DBusException(
                "no such setting", name="org.freedesktop.portal.Error.NotFound")

    @dbus.service.method(SETTINGS, in_signature="ss", out_signature="v")
    def Read(self, namespace, key):
        # The portal's old Read wraps the value in one variant more than ReadOne.
        self.check(namespace, key)
        return dbus.UInt32(self.scheme, variant_level=1)

    @dbus.service.method(SETTINGS, in_signature="ss", out_signature="v")
    def ReadOne(self, namespace, key):
        self.check(namespace, key)
        return dbus.UInt32(self.scheme)

    @dbus.service.signal(SETTINGS, signature="ssv")
    def SettingChanged(self, namespace, key, value):
        pass

    @dbus.service.method("org.segue.PortalStandIn", in_signature="u")
    def SetColorScheme(self, scheme):
        self.scheme = int(scheme)
        self.SettingChanged(NAMESPACE, KEY, dbus.UInt32(self.scheme))


DBusGMainLoop(set_as_default=True)
bus = dbus.SessionBus()
name = dbus.service.BusName("org.freedesktop.portal.Desktop", bus)
portal = Portal(bus, int(sys.argv[1]))
GLib.MainLoop().run()
