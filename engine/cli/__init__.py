"""The `clumsy` command line: validate, play and balance."""
