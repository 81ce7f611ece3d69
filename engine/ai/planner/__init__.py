"""The move planner (`Planner`, planner/moves.py): what each unit heads for, how good a cell is
for it, and the terms a cell's score adds up (shots, patrols, the fire that gathers, the
friends a move leaves), with the units of special kinds' own goals (airlift, bridging, a
drone's battery).
"""
