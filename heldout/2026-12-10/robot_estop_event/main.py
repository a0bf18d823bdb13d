import time

import torch.multiprocessing as mp

from joints import joint_servo
from safety import ESTOP, trip

JOINTS, LIMIT = 3, 200


def main():
    ctx = mp.get_context("forkserver")
    servos = [ctx.Process(target=joint_servo, args=(j, ESTOP, LIMIT)) for j in range(JOINTS)]
    for s in servos:
        s.start()
    time.sleep(0.05)
    trip()
    for s in servos:
        s.join()


if __name__ == "__main__":
    main()
