"""The Campaign window (File > New campaign / Open campaign): a campaign's missions as a
graph with edges by outcome, edits as undo steps, live validation with clickable
problems, a mission opened in the main window. On engine.campaign."""
