"""The Rules window (Tools menu): the mission's own unit types, terrain and rule numbers
(its rule pack, DESIGN.md "Rule packs") as forms, each edit one undo step."""
