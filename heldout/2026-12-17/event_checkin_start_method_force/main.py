from bootstrap import init_runtime
from checkin import run_desks

if __name__ == "__main__":
    init_runtime()
    for desk, n in sorted(run_desks(list(range(1, 400))).items()):
        print(f"desk {desk}: {n} attendees")
