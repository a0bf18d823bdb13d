from evaluator import Evaluator
from model import make_classifier

if __name__ == "__main__":
    Evaluator(make_classifier()).run()
