from pieces import PIECES, make_piece_writer
from plotter import plot_all


def main():
    writer = make_piece_writer(seam_allowance_mm=15)
    for piece, extent in plot_all(writer, PIECES):
        print(f"{piece:12s} {extent}")


if __name__ == "__main__":
    main()
