from planner import EvacuationPlanner
from zones import load_zone

if __name__ == "__main__":
    planner = EvacuationPlanner(load_zone("riverside"), workers=2)
    print("slowest segment:", round(planner.bottleneck, 3))
    for shelter, order in planner.plan_routes(["school", "arena", "church"]):
        print(f"{shelter}: first streets {order}")
