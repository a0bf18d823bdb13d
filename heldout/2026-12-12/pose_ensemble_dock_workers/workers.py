import multiprocessing as mp

from receptor import ligand_coords, pose_clash_score, rotation_batch


class DockWorker(mp.Process):
    def __init__(self, ligand_id, pocket, n_poses, results):
        super().__init__(name=f"dock-{ligand_id}")
        self.ligand_id = ligand_id
        self.pocket = pocket
        self.n_poses = n_poses
        self.results = results

    def run(self):
        rots = rotation_batch(self.n_poses, seed=self.ligand_id)
        score = pose_clash_score(rots, ligand_coords(48, self.ligand_id), self.pocket)
        self.results.put((self.ligand_id, float(score.max())))
