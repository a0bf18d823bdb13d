import config
from model import TinyNet
from pool import run_jobs

if __name__ == "__main__":
    net = TinyNet()
    print([round(v, 3) for v in run_jobs(4, config.WORKERS)])
