"""fixmp's own processes, isolated from the scanned tree, and what a program's run leaves behind."""
