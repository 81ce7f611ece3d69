"""`clumsy render`: the map as a PNG."""
