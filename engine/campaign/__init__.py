"""Campaigns (DESIGN.md, "Campaign file"): missions linked by their outcome, with the
forces and variables they carry from one to the next. The file (model, io, writer), its
validation (validation, graph), carried units (carry), the campaign's variables
(variables), a campaign played through by the AI (play) and many of them (series)."""
