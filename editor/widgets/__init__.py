"""Small widgets every part of the editor may use."""
