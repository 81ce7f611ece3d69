"""The editor's language, plurals and the scan of its translatable texts."""
