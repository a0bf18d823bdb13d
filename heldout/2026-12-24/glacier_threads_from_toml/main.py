import torch

import grid
from settings import Settings


def main():
    s = Settings.load("survey.toml")
    torch.set_num_threads(s.intra_op_threads)
    print("gram trace", float(grid.thickness(s.rows, s.width).trace()))
    print("cells", grid.survey_cells(s.teams, s.cell))


if __name__ == "__main__":
    main()
