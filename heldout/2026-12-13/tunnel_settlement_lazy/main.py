import grid
from analysis import worst_lines

if __name__ == "__main__":
    print("surface:", tuple(grid.SURFACE.shape), "max settlement", round(float(grid.SURFACE.min()), 3))
    for line, k in worst_lines(grid.PRISM_LINES):
        print(f"line {line}: curvature {k:.4f}")
