import Sandglass
