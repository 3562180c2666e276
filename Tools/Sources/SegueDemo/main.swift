import SegueCommandLine

// Every value is checked before SDL starts; SDL then runs on this, the main thread.
DemoOptions.mainOrExit()
