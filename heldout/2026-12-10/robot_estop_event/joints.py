import time

import torch


def joint_servo(joint_id, estop, limit):
    angle = torch.zeros(1)
    for _ in range(limit):
        if estop.is_set():
            break
        angle += 0.01
        time.sleep(0.001)
    print(f"joint {joint_id} stopped at {float(angle):.2f}", flush=True)
