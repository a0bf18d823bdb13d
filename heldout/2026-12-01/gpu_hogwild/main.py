from device import get_device
from hogwild import HogwildGPU
from model import Net

if __name__ == "__main__":
    HogwildGPU(Net(), get_device()).train()
