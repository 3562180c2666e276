#!/usr/bin/python3
"""The screen reader's side of accessibility.sh: pyatspi (at-spi2-core's client library, as
Orca uses it) finds the demo on the accessibility bus, reads its tree, does actions and
listens for events. Prints one "ok   ..." or "FAIL ..." line per check; exits 1 if any failed.

    accessibility-client.py STEP TRACE WINDOW-ID

STEP: "navigation" (rows, Tab and Down, the Orange bar row's action, the back button),
"presentation" (a presented card), "controls" (the settings page's switches), "tabs" (the
tab page's tab bar),
"text" (a text field through EditableText), "absent" (the demo is not there), "found" (it is) or "extents SCALE" (a button's extents against the
window's position)."""
import json
import os
import subprocess
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import GLib  # noqa: E402
import pyatspi  # noqa: E402

failed = False
events = []


def check(what, got, want):
    global failed
    if got == want:
        print(f"ok   {what}: {got!r}")
    else:
        print(f"FAIL {what}: got {got!r}, want {want!r}")
        failed = True


def pump(seconds, until=None):
    """Runs GLib's main context (which delivers AT-SPI events) until `until()` or the time is up."""
    context = GLib.MainContext.default()
    deadline = time.time() + seconds
    while time.time() < deadline:
        while context.iteration(False):
            pass
        if until is not None and until():
            return True
        time.sleep(0.02)
    return until() if until is not None else True


def on_event(event):
    name = ""
    try:
        name = event.source.name
    except Exception:  # the source may be gone already
        pass
    events.append((event.type, event.detail1, name))


def find_app(name, seconds=10):
    deadline = time.time() + seconds
    while time.time() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and app.name == name:
                return app
        time.sleep(0.2)
    return None


def descendants(node, role=None, name=None):
    return pyatspi.findAllDescendants(
        node, lambda a: (role is None or a.getRole() == role) and (name is None or a.name == name))


def trace_lines(trace, event):
    with open(trace) as f:
        return [json.loads(line) for line in f if f'"event":"{event}"' in line]


def last_stack(trace):
    frames = trace_lines(trace, "frame")
    return frames[-1].get("stack", []) if frames else []


def wait_stack(trace, want, seconds=5):
    deadline = time.time() + seconds
    while time.time() < deadline and last_stack(trace) != want:
        pump(0.05)
    return last_stack(trace)


def listen():
    pyatspi.Registry.registerEventListener(
        on_event, "object:children-changed", "object:state-changed:focused", "object:announcement",
        "object:state-changed:showing")
    pump(0.5)
    events.clear()


def page_names(app):
    """The names of the navigation pages exported (panels named by their titles)."""
    return [p.name for p in descendants(app, pyatspi.ROLE_PANEL) if p.name]


def focus_events():
    return [e[2] for e in events if e[0] == "object:state-changed:focused" and e[1] == 1]


def navigation(app, trace, wid):
    frames = descendants(app, pyatspi.ROLE_FRAME)
    check("the application has one window, a frame", len(frames), 1)
    rows = descendants(app, pyatspi.ROLE_LIST_ITEM)
    # A row's name is its title, then its subtitle (the list row's default label, as a
    # UITableViewCell reads): the title comes first.
    names = [row.name for row in rows]
    check("the menu's rows are list items named by their titles first (first three)", names[:3],
          ["Orange bar", "White bar", "Hidden bar"])
    check("the menu's title is a heading", len(descendants(app, pyatspi.ROLE_HEADING, "Segue")) >= 1, True)
    lists = descendants(app, pyatspi.ROLE_LIST)
    check("the rows are in a list", len(lists) >= 1 and rows[0].parent == lists[0], True)
    orange = rows[0]
    check("the row offers activate", orange.queryAction().getName(0), "activate")
    listen()

    # The keyboard: Tab puts the focus on the menu's list (its first row), Down moves it by
    # rows; each move is a focus event naming the focused object.
    subprocess.run(["xdotool", "windowfocus", "--sync", wid], check=False, capture_output=True)
    focused = []
    for key in ["Tab", "Down", "Down", "Up", "Up"]:
        events.clear()
        subprocess.run(["xdotool", "key", "--window", wid, key], check=True)
        pump(3, lambda: len(focus_events()) > 0)
        names = focus_events()
        focused.append(names[-1] if names else None)
    check("Tab, Down, Down, Up, Up: a focus event each, naming the focused row (its title first)", focused,
          ["Orange bar", "White bar", "Hidden bar", "White bar", "Orange bar"])
    check("the focused row's state says so", orange.getState().contains(pyatspi.STATE_FOCUSED), True)

    events.clear()
    check("doing the Orange bar row's action", orange.queryAction().doAction(0), True)
    check("the page is pushed (trace)", wait_stack(trace, ["menu", "orange"]), ["menu", "orange"])
    pump(5, lambda: any(e[0] == "object:children-changed:add" for e in events))
    check("a children-changed add arrives", any(e[0] == "object:children-changed:add" for e in events), True)
    pump(3, lambda: len(focus_events()) > 0)
    print(f"info focus events after the push: {focus_events()}")
    check("a focus event arrives", len(focus_events()) >= 1, True)
    pump(3, lambda: any(e[0] == "object:announcement" for e in events))
    announced = [e for e in events if e[0] == "object:announcement"]
    check("the page change is announced", len(announced) >= 1, True)

    # Mid-transition: hold a back-drag from the left edge halfway across; the pages exported
    # are the ones at rest (the menu it would pop to), never both.
    pages_before = page_names(app)
    print(f"info the pages exported after the push: {pages_before}")
    check("the pushed page is the one page exported", len(pages_before), 1)
    geometry = subprocess.run(["xdotool", "getwindowgeometry", wid], capture_output=True, text=True).stdout
    width = int(geometry.split("Geometry: ")[1].split("x")[0]) if "Geometry: " in geometry else 1024
    subprocess.run(["xdotool", "mousemove", "--window", wid, "2", "300", "mousedown", "1"], check=True)
    for x in range(20, width // 2, 40):
        subprocess.run(["xdotool", "mousemove", "--window", wid, str(x), "300"], check=True)
        pump(0.03)
    pump(0.3)
    mid = page_names(app)
    print(f"info the pages exported mid-drag: {mid}")
    check("mid back-drag, the page list holds only the arriving page", len(mid) == 1 and mid != pages_before, True)
    subprocess.run(["xdotool", "mousemove", "--window", wid, "5", "300"], check=True)
    pump(0.1)
    subprocess.run(["xdotool", "mouseup", "1"], check=True)
    check("the drag cancelled, the pushed page is back", wait_stack(trace, ["menu", "orange"]), ["menu", "orange"])
    pump(2, lambda: page_names(app) == pages_before)
    check("and it is the one page exported again", page_names(app), pages_before)

    backs = descendants(app, pyatspi.ROLE_PUSH_BUTTON, "Back")
    check("the back button is a push button named Back", len(backs), 1)
    if backs:
        check("its description is the title it shows (the menu's back title)", backs[0].description, "Menu")
        events.clear()
        check("doing the back button's action", backs[0].queryAction().doAction(0), True)
        check("the page is popped (trace)", wait_stack(trace, ["menu"]), ["menu"])
        pump(5, lambda: any(e[0] == "object:children-changed:remove" for e in events))
        check("a children-changed remove arrives",
              any(e[0] == "object:children-changed:remove" for e in events), True)


def presentation(app, trace, wid):
    """On the Present page: its card button presents a card, a modal dialog over the page."""
    listen()
    cards = descendants(app, pyatspi.ROLE_PUSH_BUTTON, "Card over the dimmed page")
    check("the Present page's card button", len(cards), 1)
    if not cards:
        return
    cards[0].queryAction().doAction(0)
    pump(5, lambda: len(descendants(app, pyatspi.ROLE_DIALOG)) == 1)
    dialogs = descendants(app, pyatspi.ROLE_DIALOG)
    check("the presented card is a dialog", len(dialogs), 1)
    under = descendants(app, pyatspi.ROLE_PUSH_BUTTON, "Card over the dimmed page")
    check("the page under the card is hidden", len(under), 0)
    if dialogs:
        check("the dialog is modal", dialogs[0].getState().contains(pyatspi.STATE_MODAL), True)
        check("the dialog is the window's only child", app[0].childCount, 1)
        print(f"info the dialog's name: {dialogs[0].name!r}")
    pump(3, lambda: any(e[0] == "object:state-changed:showing" and e[1] == 1 for e in events))
    check("a showing event arrives for what came", any(e[0] == "object:state-changed:showing" and e[1] == 1
                                                         for e in events), True)
    check("a children-changed event arrives",
          any(e[0].startswith("object:children-changed") for e in events), True)


def text(app, trace, wid):
    fields = descendants(app, pyatspi.ROLE_ENTRY)
    check("a text field is an entry", len(fields) >= 1, True)
    if not fields:
        return
    field = fields[0]
    check("its text is read through Text", field.queryText().getText(0, -1), "")
    check("SetTextContents", field.queryEditableText().setTextContents("Hello"), True)
    pump(0.3)
    check("the text reads back", field.queryText().getText(0, -1), "Hello")
    check("InsertText", field.queryEditableText().insertText(5, ", world", 7), True)
    check("DeleteText", field.queryEditableText().deleteText(0, 1), True)
    pump(0.3)
    check("the text after insert and delete", field.queryText().getText(0, -1), "ello, world")
    check("the character count", field.queryText().characterCount, 11)


def extents(app, trace, wid, scale):
    geometry = subprocess.run(["xdotool", "getwindowgeometry", "--shell", wid], check=True, capture_output=True,
                              text=True).stdout
    values = dict(line.split("=", 1) for line in geometry.split())
    x, y = int(values["X"]), int(values["Y"])
    backs = descendants(app, pyatspi.ROLE_PUSH_BUTTON, "Back")
    check("the back button to measure", len(backs), 1)
    if not backs:
        return
    component = backs[0].queryComponent()
    window_box = component.getExtents(pyatspi.WINDOW_COORDS)
    screen_box = component.getExtents(pyatspi.DESKTOP_COORDS)
    print(f"info the back button: window {tuple(window_box)}, screen {tuple(screen_box)}, window at {x},{y}")
    check("screen extents are window extents plus the window's position",
          (screen_box.x - window_box.x, screen_box.y - window_box.y), (x, y))
    centre = (window_box.x + window_box.width // 2, window_box.y + window_box.height // 2)
    check("it contains its centre", component.contains(centre[0], centre[1], pyatspi.WINDOW_COORDS), True)
    check("it does not contain a point left of it",
          component.contains(window_box.x - 2, centre[1], pyatspi.WINDOW_COORDS), False)
    # The shell script clicks the box's centre on the screen: the pop proves the pixels are there.
    with open(f"{trace}.box", "w") as f:
        f.write(f"{screen_box.x + screen_box.width // 2} {screen_box.y + screen_box.height // 2} "
                f"{window_box.width} {window_box.height}\n")


def controls(app, trace, wid):
    """The settings page's switches: toggle buttons whose Value is 0 or 1 and can be set."""
    toggles = descendants(app, pyatspi.ROLE_TOGGLE_BUTTON)
    check("the settings page's switches are toggle buttons", len(toggles) >= 1, True)
    if not toggles:
        return
    toggle = toggles[0]
    value = toggle.queryValue()
    before = value.currentValue
    print(f"info the first switch: {toggle.name!r}, value {before}")
    check("its value is 0 or 1", before in (0.0, 1.0), True)
    check("it is named by the label beside it (not an identifier)", ":" not in toggle.name and toggle.name != "", True)
    check("its checked state matches", toggle.getState().contains(pyatspi.STATE_CHECKED), before == 1.0)
    value.currentValue = 1.0 - before
    pump(0.5)
    check("setting its value switches it", toggle.queryValue().currentValue, 1.0 - before)
    check("and its checked state follows", toggle.getState().contains(pyatspi.STATE_CHECKED), before == 0.0)


def tabs(app, trace, wid):
    """The tab page: a page tab list of named tabs; selecting one through Selection shows its page."""
    lists = descendants(app, pyatspi.ROLE_PAGE_TAB_LIST)
    check("the tab bar is a page tab list", len(lists), 1)
    if not lists:
        return
    names = [tab.name for tab in lists[0] if tab.getRole() == pyatspi.ROLE_PAGE_TAB]
    print(f"info the tabs: {names}")
    check("it holds named page tabs", len(names) >= 2 and all(names), True)
    shown = {node.name for node in descendants(app, pyatspi.ROLE_LABEL)}
    check("selecting the second tab", lists[0].querySelection().selectChild(1), True)
    pump(5, lambda: {node.name for node in descendants(app, pyatspi.ROLE_LABEL)} != shown)
    now = {node.name for node in descendants(app, pyatspi.ROLE_LABEL)}
    check("the second tab's page is shown (its labels differ)", now != shown, True)


def main():
    step, trace, wid = sys.argv[1], sys.argv[2], sys.argv[3]
    if step == "absent":
        check("the demo is not on the accessibility bus", find_app("segue-demo", seconds=2) is None, True)
        sys.exit(1 if failed else 0)
    name = os.environ.get("SEGUE_A11Y_APP", "segue-demo")
    app = find_app(name)
    check(f"the application {name} is found by name", app is not None, True)
    if app is None:
        sys.exit(1)
    check("its toolkit", app.get_toolkit_name(), "Segue")
    if step == "navigation":
        navigation(app, trace, wid)
    elif step == "presentation":
        presentation(app, trace, wid)
    elif step == "text":
        text(app, trace, wid)
    elif step == "controls":
        controls(app, trace, wid)
    elif step == "tabs":
        tabs(app, trace, wid)
    elif step == "extents":
        extents(app, trace, wid, sys.argv[4])
    sys.exit(1 if failed else 0)


main()
