import multiprocessing as mp

from receptor import ligand_coords, pose_clash_score, rotation_batch
from workers import DockWorker

POCKET_ATOMS = 256
POSES = 2048


def main():
    pocket = ligand_coords(POCKET_ATOMS, seed=123) * 4
    redock = pose_clash_score(rotation_batch(POSES, seed=0), ligand_coords(48, 0), pocket)
    print(f"crystal ligand redock best clearance {float(redock.max()):.3f}")
    results = mp.Queue()
    workers = [DockWorker(lig, pocket, POSES, results) for lig in range(1, 4)]
    for w in workers:
        w.start()
    scores = dict(results.get() for _ in workers)
    for w in workers:
        w.join()
    print(sorted(scores.items()))


if __name__ == "__main__":
    main()
