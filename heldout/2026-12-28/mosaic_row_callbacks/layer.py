def lay_tiles(grid, on_row, on_done):
    """Lays the grid row by row, reporting each row, then hands the grid on."""
    for row in range(grid):
        on_row(row)
    return on_done(grid)
