from launcher import launch
from jobs import encode_job
from model import make_encoder

if __name__ == "__main__":
    make_encoder()
    launch(encode_job)
