import { useParams } from 'react-router-dom';

export default function ProductTypePage() {
  const { type } = useParams();
  return <h1>{type}</h1>;
}
