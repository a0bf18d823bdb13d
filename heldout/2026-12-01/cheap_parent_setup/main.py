import config
from setup_state import build_state
from workers import start_all

if __name__ == "__main__":
    state = build_state()
    print("noise", round(state["noise_total"], 2))
    start_all(state["model"], config.WORKERS)
