"""The mission's objectives as the computer player reads them (A12): victory points guarded and
raided, engineers and the last capturer, convoys, the events that end the game, and how soon
a side could win by holding.
"""
