"""The main window's own parts: file actions, Help, Preferences, the log, focus and docks' scrolling."""
