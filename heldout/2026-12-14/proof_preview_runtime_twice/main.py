import runtime
from preview import PreviewService

if __name__ == "__main__":
    runtime.setup_runtime()
    service = PreviewService(pages=range(8))
    print(service.render())
