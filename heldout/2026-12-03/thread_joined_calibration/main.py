from calibrate import CalibrationThread
from scorer import score_parallel


def main():
    calib = CalibrationThread()
    calib.start()
    calib.join()
    mean, cov = calib.result
    print("trace", round(cov.trace().item(), 3))
    for idx, value in score_parallel(mean, cov):
        print(idx, value)


if __name__ == "__main__":
    main()
