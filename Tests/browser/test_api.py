import json
import urllib.error
import urllib.request

from openapi_spec_validator import validate


def get_json(url):
    try:
        with urllib.request.urlopen(url) as response:
            return response.status, json.load(response)
    except urllib.error.HTTPError as error:
        return error.code, json.load(error)


def test_openapi_document_is_a_valid_openapi_31_spec(server):
    status, document = get_json(f"{server.base_url}/api/openapi.json")

    assert status == 200
    assert document["openapi"] == "3.1.0"
    validate(document)


def test_api_errors_use_the_documented_shape(server):
    status, body = get_json(f"{server.base_url}/api/v1/profile")

    assert status == 401
    assert set(body["error"]) >= {"status", "code", "message"}
    assert body["error"]["status"] == 401
