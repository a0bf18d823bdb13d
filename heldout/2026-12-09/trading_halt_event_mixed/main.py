from quoting import QuotingEngine
from signals import HaltSignal

if __name__ == "__main__":
    halt = HaltSignal()
    engine = QuotingEngine(["ACME", "GLOBX"], halt)
    engine.start()
    engine.join()
