"""Whole-map travel-cost fields on arrays (A3 step costs) and the compiled Dijkstra that
searches them.
"""
