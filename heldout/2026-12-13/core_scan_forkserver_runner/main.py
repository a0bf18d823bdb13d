from runner import JobRunner
from scans import fracture_count, load_core_scan, sorted_profile

CORE_BOXES = [7, 8, 9, 10]

if __name__ == "__main__":
    profile = sorted_profile(load_core_scan(CORE_BOXES[0]))
    print("median density bin:", round(float(profile[:, profile.shape[1] // 2].mean()), 4))
    runner = JobRunner()
    for box, n in runner.map(fracture_count, CORE_BOXES):
        print(f"box {box}: {n} fracture candidates")
