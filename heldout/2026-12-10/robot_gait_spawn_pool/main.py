from evaluate import evaluate_all
from policy import behaviour_clone

DIMS = (48, 12, 256)  # obs, act, hidden
TERRAINS = [0, 1, 2, 3]

if __name__ == "__main__":
    state = behaviour_clone(*DIMS, demos=2048, epochs=5)
    for terrain, effort in evaluate_all(state, DIMS, TERRAINS, rollouts=1024):
        print(f"terrain {terrain}: effort {effort}")
