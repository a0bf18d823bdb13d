import torch

from grading import Rubric, grade_all

STUDENTS_PER_SECTION = 256
ITEMS = 1024
SECTIONS = 4


def load_sections(seed=5):
    g = torch.Generator().manual_seed(seed)
    return [torch.rand(STUDENTS_PER_SECTION, ITEMS, generator=g) for _ in range(SECTIONS)]


if __name__ == "__main__":
    sections = load_sections()
    grades = grade_all(Rubric(ITEMS), sections)
    for i, g in enumerate(grades):
        print("section", i, g)
