#ifndef SEGUE_CDBUS_SHIM_H
#define SEGUE_CDBUS_SHIM_H
// libdbus-1, the reference D-Bus library (Debian: libdbus-1-dev). Its headers live outside the
// compiler's default paths (/usr/include/dbus-1.0 and the multiarch
// /usr/lib/<triple>/dbus-1.0/include for dbus-arch-deps.h): the target's `pkgConfig: "dbus-1"`
// adds them, and dbus-1.pc carries no -D flag for SwiftPM to refuse.
#include <dbus/dbus.h>
#endif
