"""The map tools, one module each, their registry and manager, and the clipboard."""
