import torch

from screen import screen

APIS = {"ibuprofen": [17.6, 5.2, 7.0], "paracetamol": [17.8, 10.5, 13.9], "caffeine": [19.5, 10.1, 13.0]}

if __name__ == "__main__":
    names = sorted(APIS)
    for name, best in zip(names, screen([torch.tensor(APIS[n]) for n in names])):
        print(f"{name:12} best solvents: {best}")
