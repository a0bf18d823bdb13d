from kinematics import ArmModel
from planner import TrajectoryPlanner

ARM = {"links": [0.4, 0.3, 0.2, 0.1, 0.05, 0.05, 0.03, 0.02], "calibration_samples": 4000, "ik_samples": 2000}


def main():
    arm = ArmModel(ARM["links"])
    coeffs = arm.calibrate(ARM["calibration_samples"])
    print("calibrated", len(coeffs), "coefficients")
    planner = TrajectoryPlanner(arm, ARM["ik_samples"])
    for goal, size in planner.plan(range(4)):
        print("goal", goal, size)


if __name__ == "__main__":
    main()
