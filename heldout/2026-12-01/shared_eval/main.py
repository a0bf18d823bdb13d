from model import make_classifier
from evaluator import Evaluator

if __name__ == "__main__":
    Evaluator(make_classifier()).run()
    print("eval done")
