from ensemble import build_ensemble
from predict import predict_parallel

if __name__ == "__main__":
    members, scales = build_ensemble()
    print(predict_parallel(members, scales))
