from controller import IrrigationController
from valves import valve_controller

if __name__ == "__main__":
    for zone, state in IrrigationController(zones=[1, 2, 3]).run(valve_controller):
        print(f"zone {zone}: {state}")
