import { useParams } from 'react-router-dom';

export default function CataloguePage() {
  const { type, vendorId } = useParams();
  return <h1>Catalogue {type} / {vendorId}</h1>;
}
