import torch

from analytics import item_difficulty, load_course
from bank import assemble_forms

if __name__ == "__main__":
    course = load_course()
    g = torch.Generator().manual_seed(0)
    responses = torch.rand(course["students"], course["questions"], generator=g)
    diff = item_difficulty(responses)
    print(course["course"], "hardest item", int(diff.argmax()))
    print(assemble_forms(diff, forms=3, sims=course["bank_simulations"]))
