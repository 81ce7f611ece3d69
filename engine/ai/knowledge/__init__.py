"""What one side knows and presumes, beyond its own units (A8): the danger map's terms, the
travel costs it knows, lines of fire, the enemies it saw and no longer sees, the defenders
it presumes, and where it was shot from the dark. engine/ai/view.py's `SideView` gathers
them.
"""
