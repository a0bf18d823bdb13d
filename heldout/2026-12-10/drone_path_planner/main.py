from planner import Planner
from worldmap import ObstacleMap

MISSION = {"n_obstacles": 200, "n_waypoints": 2000, "n_candidates": 4000, "safety_margin": 2.5, "drones": 3}


def main(mission=MISSION):
    world = ObstacleMap(mission["n_obstacles"], mission["n_waypoints"])
    planner = Planner(world, mission["n_candidates"], mission["safety_margin"])
    print("safe waypoints", planner.safe_waypoints.shape[0])
    best = planner.plan_all(range(mission["drones"]))
    print("best clearance per drone", [round(b, 2) for b in best])


if __name__ == "__main__":
    main()
