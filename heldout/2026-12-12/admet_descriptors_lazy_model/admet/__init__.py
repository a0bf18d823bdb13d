from .models import registry
from .predict import predict_panel
